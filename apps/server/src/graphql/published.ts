// The payload type of a pub/sub channel, for subscriptions that send events as published:
// `resolve: (event: Published<'balance.updated'>) => event` lets the generated resolver types
// check the channel's payload against the field's SDL type.
import type { AppChannels } from '../pubsub';

export type Published<K extends keyof AppChannels> = AppChannels[K] extends [
  ...unknown[],
  infer Payload,
]
  ? Payload
  : never;
