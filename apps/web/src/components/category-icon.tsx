// One icon per game category, used by the side menu, the home category browser and the game tabs.
import {
  Cherry,
  Clapperboard,
  Disc3,
  Gamepad2,
  Gem,
  LayoutGrid,
  Rocket,
  Spade,
  Video,
  type LucideProps,
} from 'lucide-react';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<LucideProps>> = {
  'all-games': LayoutGrid,
  slots: Gem,
  roulette: Disc3,
  'live-casino': Video,
  'live-roulette': Disc3,
  'live-blackjack': Spade,
  'live-baccarat': Spade,
  'live-game-show': Clapperboard,
  'fruit-game': Cherry,
  crash: Rocket,
  other: Gamepad2,
};

export function CategoryIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name] ?? Gamepad2;
  return <Icon aria-hidden="true" {...props} />;
}
