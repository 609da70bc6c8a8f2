// The typed channel map of the pub/sub. Each module declares its own channels by augmenting
// this interface from its own `events.ts`, e.g.
//
//   declare module '../../pubsub/channels' {
//     interface AppChannels {
//       /** per user: topic `balance.updated:<userId>` */
//       'balance.updated': [userId: string, event: BalanceUpdatedEvent];
//     }
//   }
//
// A channel is `[payload]` (broadcast) or `[id, payload]` (topic `<channel>:<id>`, e.g. per user).
// Payloads cross Redis as JSON: plain objects, strings, numbers, booleans, null, arrays and bigint
// (encoded by the pub/sub's serializer); a Date arrives as its ISO string, so publish ISO strings.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppChannels {}
