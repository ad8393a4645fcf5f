// expect: SAFE
// state-space: finite
// Source: Indexer(N), thesis (003) Sec. 3.3 (from FG05, Flanagan and Godefroid, POPL 2005):
//   "N threads that write to a shared hash table", the only benchmark with hiding
//   dependencies; the schedule decides the control flow. The thesis prints no code; this is
//   the standard FG05 shape given in SEED-TARGETS C.4: table[SIZE = 128] of zeros; thread tid
//   inserts w = m*11 + tid for m = 1..MAX (MAX = 4) at h = (w*7) % SIZE with linear probing,
//   claiming a slot with compare-and-swap (CAS encoding: README.md). Main joins all and
//   looks every message up (probing from its hash until it is found, an empty slot being a
//   failure): each must be found, and the table must hold exactly N*MAX messages.
//   For N <= 11 all hashes differ (no collision, 1 trace); from N = 12 on, thread 11+k's
//   messages 22+k, 33+k, 44+k equal thread k's last three and race for the same slots
//   (SEED-TARGETS C.4: 8^(N-11) traces).
// Papers report: thesis App. A / Table 3.1, traces: Indexer(11) 1, (12) 8, (13) 64,
//   (14) 512, (15) 4096 (SDPOR = EPOR = EPOR-SH), (16) SDPOR 32768 but EPOR and EPOR-SH
//   32805 (SEED-TARGETS Part D, thesis 1); Indexer(12) dependency checks SDPOR 27072,
//   EPOR 19325; Indexer(11) 880 dependency checks for both (no races).
// Parameters: N = number of threads, 1 <= N <= 32, default 4 (no collision; -DN=12 is the
//   smallest instance with races, beyond the exhaustive explicit search's reach).
#ifndef N
#define N 4
#endif
#define SIZE 128
#define MAX 4
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int table[SIZE];

int __VERIFIER_atomic_cas(int *p, int old, int nw) {
  if (*p == old) {
    *p = nw;
    return 1;
  }
  return 0;
}

void *thr(void *arg) {
  int tid = (int)(long)arg;
  int m, w, h;
  for (m = 1; m <= MAX; m++) {
    w = m * 11 + tid;
    h = (w * 7) % SIZE;
    while (!__VERIFIER_atomic_cas(&table[h], 0, w)) {
      h = (h + 1) % SIZE;
    }
  }
  return 0;
}

/* 1 if w is in the table: linear probing from its hash, an empty slot ends the search */
int lookup(int w) {
  int h = (w * 7) % SIZE;
  int v = table[h];
  while (v != w && v != 0) {
    h = (h + 1) % SIZE;
    v = table[h];
  }
  return v == w;
}

int main(void) {
  pthread_t t[N];
  int i, m, used = 0;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  for (i = 0; i < N; i++) {
    for (m = 1; m <= MAX; m++) {
      __VERIFIER_assert(lookup(m * 11 + i));
    }
  }
  for (i = 0; i < SIZE; i++) {
    if (table[i] != 0) used = used + 1;
  }
  __VERIFIER_assert(used == N * MAX);
  return 0;
}
