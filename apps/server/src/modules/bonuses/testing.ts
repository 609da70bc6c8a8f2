// The bonus module's test face (other modules' tests use it; lint allows it to tests only): the
// consumer's steps, driven directly to raise bonus notices without a full round or a clock jump.
export { publishEffects } from './effects';
export { expireDueBonuses } from './expiry/expire-due-bonuses';
export { applySettledBet } from './wagering/apply-settled-bet';
