// Events of the system module.
import type { SystemPingEvent } from './system-ping';

declare module '../../pubsub/channels' {
  interface AppChannels {
    /** broadcast to every socket */
    'system.ping': [event: SystemPingEvent];
  }
}

export const SYSTEM_PING = 'system.ping';
