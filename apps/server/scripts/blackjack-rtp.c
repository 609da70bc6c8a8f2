/*
 * Theoretical RTP of Aurum's blackjack under its fixed basic strategy, by a large simulation.
 * An implementation independent of the TypeScript engine (src/modules/play/engines/blackjack.ts):
 * same rules, same strategy, its own shoe, its own random numbers (xoshiro256**).
 *
 *   gcc -O2 -o /tmp/blackjack-rtp apps/server/scripts/blackjack-rtp.c -lm
 *   /tmp/blackjack-rtp 1000000000 [seed]
 *
 * Rules: 6 decks reshuffled every round; dealer peeks with an ace or ten up and stands on soft 17;
 * blackjack pays 3:2; double on any first two cards, also after a split; split pairs of equal
 * value up to 3 hands; split aces get one card each; 21 stands automatically; no insurance, no
 * surrender. Prints the mean return per initial bet and per amount wagered, with standard errors.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t s[4];
static inline uint64_t rotl(const uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static uint64_t next64(void) {
  const uint64_t result = rotl(s[1] * 5, 7) * 9;
  const uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}
static uint64_t splitmix(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
/* uniform integer in [0, n) without modulo bias (Lemire) */
static uint32_t below(uint32_t n) {
  uint64_t m = (uint64_t)(uint32_t)(next64() >> 32) * n;
  uint32_t l = (uint32_t)m;
  if (l < n) {
    uint32_t t = -n % n;
    while (l < t) {
      m = (uint64_t)(uint32_t)(next64() >> 32) * n;
      l = (uint32_t)m;
    }
  }
  return m >> 32;
}

#define SHOE 312
static int shoe[SHOE];
static int dealt;
/* card points: 1 (ace) … 10; 16 of every 52 cards are worth ten */
static int draw(void) {
  int i = dealt++;
  int j = i + (int)below(SHOE - i);
  int c = shoe[j];
  shoe[j] = shoe[i];
  shoe[i] = c;
  int r = c % 13;
  return r == 0 ? 1 : r >= 9 ? 10 : r + 1;
}

typedef struct {
  int cards[24];
  int n;
  int doubled, split_aces, done;
} Hand;

static void value(const int *cards, int n, int *total, int *soft) {
  int sum = 0, ace = 0;
  for (int i = 0; i < n; i++) {
    sum += cards[i];
    if (cards[i] == 1) ace = 1;
  }
  if (ace && sum + 10 <= 21) {
    *total = sum + 10;
    *soft = 1;
  } else {
    *total = sum;
    *soft = 0;
  }
}

static int splits(int pair, int up) {
  switch (pair) {
    case 1: case 8: return 1;
    case 9: return (up >= 2 && up <= 6) || up == 8 || up == 9;
    case 7: case 2: case 3: return up <= 7;
    case 6: return up <= 6;
    case 4: return up == 5 || up == 6;
    default: return 0;
  }
}

enum { HIT, STAND, DOUBLE, SPLIT };

static int strategy(const Hand *h, int up, int nhands) {
  int two = h->n == 2;
  if (two && nhands < 3 && h->cards[0] == h->cards[1] && splits(h->cards[0], up)) return SPLIT;
  int total, soft;
  value(h->cards, h->n, &total, &soft);
  if (soft) {
    if (total >= 19) return STAND;
    if (total == 18) {
      if (up >= 3 && up <= 6) return two ? DOUBLE : STAND;
      return up <= 8 ? STAND : HIT;
    }
    if (total == 17) return (up >= 3 && up <= 6 && two) ? DOUBLE : HIT;
    if (total >= 15) return (up >= 4 && up <= 6 && two) ? DOUBLE : HIT;
    if (total >= 13) return ((up == 5 || up == 6) && two) ? DOUBLE : HIT;
    return HIT;
  }
  if (total >= 17) return STAND;
  if (total >= 13) return up <= 6 ? STAND : HIT;
  if (total == 12) return (up >= 4 && up <= 6) ? STAND : HIT;
  if (total == 11) return (up <= 10 && two) ? DOUBLE : HIT;
  if (total == 10) return (up <= 9 && two) ? DOUBLE : HIT;
  if (total == 9) return (up >= 3 && up <= 6 && two) ? DOUBLE : HIT;
  return HIT;
}

/* one round; returns the net result in half initial bets, and the amount wagered in initial bets */
static int round_(int *wagered) {
  for (int i = 0; i < SHOE; i++) shoe[i] = i;
  dealt = 0;
  Hand hands[3];
  int nh = 1;
  hands[0].n = 0;
  hands[0].doubled = hands[0].split_aces = hands[0].done = 0;
  int dealer[24], nd = 0;
  hands[0].cards[hands[0].n++] = draw();
  dealer[nd++] = draw();
  hands[0].cards[hands[0].n++] = draw();
  dealer[nd++] = draw();
  int pt, ps, dt, ds;
  value(hands[0].cards, 2, &pt, &ps);
  value(dealer, 2, &dt, &ds);
  int peek = dealer[0] == 1 || dealer[0] == 10;
  *wagered = 1;
  if (peek && dt == 21) return pt == 21 ? 0 : -2;
  if (pt == 21) return 3;
  int up = dealer[0] == 1 ? 11 : dealer[0];
  for (int a = 0; a < nh; a++) {
    Hand *h = &hands[a];
    if (h->n == 1) {
      h->cards[h->n++] = draw();
      value(h->cards, h->n, &pt, &ps);
      if (h->split_aces || pt == 21) continue;
    }
    for (;;) {
      int act = strategy(h, up, nh);
      if (act == STAND) break;
      if (act == SPLIT) {
        int aces = h->cards[0] == 1;
        Hand *o = &hands[nh++];
        o->n = 1;
        o->cards[0] = h->cards[1];
        o->doubled = 0;
        o->split_aces = aces;
        h->split_aces = aces;
        h->n = 1;
        h->cards[h->n++] = draw();
        *wagered += 1;
        value(h->cards, h->n, &pt, &ps);
        if (aces || pt == 21) break;
        continue;
      }
      h->cards[h->n++] = draw();
      value(h->cards, h->n, &pt, &ps);
      if (act == DOUBLE) {
        h->doubled = 1;
        *wagered += 1;
        break;
      }
      if (pt >= 21) break;
    }
  }
  int live = 0;
  for (int a = 0; a < nh; a++) {
    value(hands[a].cards, hands[a].n, &pt, &ps);
    if (pt <= 21) live = 1;
  }
  if (live) {
    for (;;) {
      value(dealer, nd, &dt, &ds);
      if (dt >= 17) break;
      dealer[nd++] = draw();
    }
  }
  value(dealer, nd, &dt, &ds);
  int net = 0;
  for (int a = 0; a < nh; a++) {
    int bet = hands[a].doubled ? 2 : 1;
    value(hands[a].cards, hands[a].n, &pt, &ps);
    if (pt > 21) net -= bet;
    else if (dt > 21 || pt > dt) net += bet;
    else if (pt < dt) net -= bet;
  }
  return 2 * net;
}

int main(int argc, char **argv) {
  long long n = argc > 1 ? atoll(argv[1]) : 100000000LL;
  uint64_t seed = argc > 2 ? strtoull(argv[2], 0, 10) : 20260101ULL;
  for (int i = 0; i < 4; i++) s[i] = splitmix(&seed);
  double sum = 0, sq = 0, wag = 0, wsq = 0, cross = 0;
  for (long long i = 0; i < n; i++) {
    int w;
    double r = round_(&w) / 2.0;
    sum += r;
    sq += r * r;
    wag += w;
    wsq += (double)w * w;
    cross += r * w;
  }
  double mean = sum / n;
  double sd = sqrt(sq / n - mean * mean);
  double wmean = wag / n;
  /* ratio estimator (Σ net / Σ wagered) and its delta-method standard error */
  double ratio = sum / wag;
  double var = (sq / n - 2 * ratio * cross / n + ratio * ratio * wsq / n) / (wmean * wmean);
  printf("rounds %lld\n", n);
  printf("RTP per initial bet  %.6f %%  (se %.6f pp, sd per round %.5f)\n", 100 * (1 + mean),
         100 * sd / sqrt((double)n), sd);
  printf("RTP per amount wagered %.6f %%  (se %.6f pp, mean wagered %.5f bets)\n",
         100 * (1 + ratio), 100 * sqrt(var / n), wmean);
  return 0;
}
