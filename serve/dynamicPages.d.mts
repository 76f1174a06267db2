import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HeaderSettings } from '../src/config/headers.ts';

export declare function createPageFinisher(options: {
  dist: string;
  basePath: string;
  settings: HeaderSettings;
  isPage: (req: IncomingMessage) => boolean;
  persist?: (req: IncomingMessage) => boolean | 'bounded';
  maxFlightBytes?: number;
  maxDiskFlights?: number;
}): {
  finish: (req: IncomingMessage, res: ServerResponse) => void;
  serveFlight: (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;
  stats: () => { flights: number; flightBytes: number };
};
