// GraphQL resolvers of responsible gaming (first cut: the contract; the services follow).
import { AppError } from '../../errors';
import type { ModuleResolvers } from '../types';

const notYet = () => {
  throw new AppError('SERVICE_UNAVAILABLE', { message: 'Not available yet.' });
};

export const resolvers: ModuleResolvers = {
  Query: {
    myResponsibleGaming: notYet,
    rgSessionStats: notYet,
    rgHistory: notYet,
    rgActivityStatement: notYet,
    jurisdictionProfile: notYet,
    pgsiQuestionnaire: notYet,
    rgHelpOrganisations: notYet,
    operatorRgPlayer: notYet,
    operatorRgFlags: notYet,
  },
  Mutation: {
    setRgLimit: notYet,
    confirmRgLimitChange: notYet,
    cancelRgLimitChange: notYet,
    setRgSessionLimit: notYet,
    setRealityCheckInterval: notYet,
    answerRealityCheck: notYet,
    answerRgLimitPrompt: notYet,
    takeRgTimeOut: notYet,
    selfExclude: notYet,
    closeAccount: notYet,
    requestRgReturn: notYet,
    submitPgsi: notYet,
  },
};
