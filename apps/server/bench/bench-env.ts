/**
 * The TOTP keyring of the benchmarks' servers: production mode requires one, and nothing a bench
 * seals with it outlives the run. The root's plain-Node benches have the same in bench/lib.mjs.
 */
export const BENCH_TOTP_KEYS = 'bench:5uCzg2IuYZG5m8B9fbpm3+OCtrKF9J4TaOOrT+KXAi4=';
