// Play's test face (other modules' tests use it; lint allows it to tests only).
export { basicStrategy } from './engines/blackjack-strategy';
