// The reality-check interval in force: the player's choice, else the profile's default.
import type { JurisdictionProfile } from './profiles';
import type { RgPlayerRow } from './tables';

export function realityCheckMinutesOf(
  player: Pick<RgPlayerRow, 'realityCheckMinutes' | 'realityCheckOff'>,
  profile: JurisdictionProfile,
): number | null {
  if (player.realityCheckMinutes !== null) return player.realityCheckMinutes;
  if (player.realityCheckOff && !profile.realityCheckMandatory) return null;
  return profile.realityCheckDefaultMinutes;
}
