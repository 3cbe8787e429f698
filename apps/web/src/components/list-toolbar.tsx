import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

interface Props {
  /** The list's filters (search, selects), left of the actions. */
  children: ReactNode;
  selectedCount: number;
  deleteLabel: string;
  onDeleteSelected: () => void;
  createLabel: string;
  onCreate: () => void;
  /** `<testId>-delete-selected` and `<testId>-create` on the buttons. */
  testId: string;
}

/** Above a list: its filters, then "delete selected" (off while nothing is picked) and "add". */
export function ListToolbar(props: Props) {
  const { children, selectedCount, deleteLabel, onDeleteSelected } = props;
  const { createLabel, onCreate, testId } = props;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap>
      {children}
      <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' }, flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={selectedCount === 0}
          onClick={onDeleteSelected}
          data-testid={`${testId}-delete-selected`}
        >
          {deleteLabel}
        </Button>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onCreate}
          data-testid={`${testId}-create`}
        >
          {createLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
