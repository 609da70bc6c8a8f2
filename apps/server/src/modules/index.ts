// The module registry: every module of the server, in load order. A new module adds one line.
import { catalogueModule } from './catalogue';
import { referenceModule } from './reference';
import { systemModule } from './system';
import type { AppModule } from './types';

export const modules: AppModule[] = [systemModule, referenceModule, catalogueModule];
