import { Avatar, Box, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AVATAR_STACK_LIMIT, avatarStack } from '@fleet/contracts';

export interface TAvatarPerson {
  name: string;
  avatar?: string | null;
}

/** Vietnamese names end with the given name, so its first letter stands for the person. */
export const initialsOf = (name: string) =>
  name.trim().split(/\s+/).pop()?.charAt(0).toUpperCase() || '?';

/** The first three people, then `+n` for the rest (spec 9). */
export function AvatarStack({
  people,
  limit = AVATAR_STACK_LIMIT,
  size = 32,
}: {
  people: readonly TAvatarPerson[];
  limit?: number;
  size?: number;
}) {
  const { t } = useTranslation();
  const { shown, more } = avatarStack(people, limit);
  const ring = {
    width: size,
    height: size,
    fontSize: size * 0.4,
    border: 2,
    borderColor: 'background.paper',
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }} data-testid="avatar-stack">
      {shown.map((person, index) => (
        <Tooltip key={`${person.name}-${index}`} title={person.name}>
          <Avatar
            src={person.avatar ?? undefined}
            alt={person.name}
            sx={{ ...ring, ml: index === 0 ? 0 : -1 }}
          >
            {initialsOf(person.name)}
          </Avatar>
        </Tooltip>
      ))}
      {more > 0 && (
        <Tooltip
          title={people
            .slice(limit)
            .map((p) => p.name)
            .join(', ')}
        >
          <Avatar
            sx={{ ...ring, ml: -1, bgcolor: 'grey.400' }}
            aria-label={t('avatarStack.more', { count: more })}
          >
            +{more}
          </Avatar>
        </Tooltip>
      )}
    </Box>
  );
}
