import type { TTruck } from '@fleet/contracts';

/** The `<option>`s of a native plate select: "choose" first, then every truck by plate. */
export function plateOptions(trucks: readonly TTruck[] | undefined, chooseText: string) {
  return [
    <option key="" value="">
      {chooseText}
    </option>,
    ...(trucks ?? []).map((truck) => (
      <option key={truck.id} value={truck.plate}>
        {truck.plate_display}
      </option>
    )),
  ];
}
