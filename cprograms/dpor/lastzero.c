// expect: SAFE
// state-space: finite
// Source: Last Zero(N), thesis (003) Sec. 3.3 (from AAJS14, Abdulla et al., POPL 2014):
//   "N - 1 threads that update a shared array and an additional thread that reads the same
//   array"; the schedule decides the control flow. The thesis prints no code; this is the
//   AAJS14 shape (SEED-TARGETS C.4) with the thesis's N (threads in total): array[0..N-1]
//   all 0; the reader runs "for (i = N-1; array[i] != 0; i--);", writer j (1..N-1) runs
//   array[j] := array[j-1] + 1 (read into a local, then write, one shared access each).
//   Main joins all and asserts 0 <= i <= N-1 and 1 <= array[j] <= j.
//   NOTE (SEED-TARGETS C.4 and Part D, thesis 6): under this reading a brute-force
//   enumeration of Mazurkiewicz traces gives 2, 5, 12, 28, 64 for N = 2..6 (also with the
//   writer as one atomic statement; rechecked for this file's shape), not the thesis's
//   N * 2^(N-2); the thesis's program differs in a detail it does not describe.
// Papers report: thesis App. A / Table 3.1, traces: Last Zero(2) 2, (3) 6, (4) 16, (5) 40,
//   (6) 96, (9) 1152, (10) SDPOR 2560 / EPOR-SH 2560 / EPOR 2578, (15) 122880, (16) EPOR
//   262144 (SDPOR does not finish); Last Zero(6) dependency checks SDPOR 66384, EPOR 29570.
//   Godot (000) and CSOB (004) use lastzero too but report no counts for it (CSOB mentions
//   one lastzero timing: ODPOR_cs 0.24 s vs DPOR_cs 0.34 s at N = 6).
// Parameters: N = number of threads (1 reader + N-1 writers) = length of array, N >= 2,
//   default 4.
#ifndef N
#define N 4
#endif
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
int array[N];
int lastzero;

void *reader(void *arg) {
  int i = N - 1;
  int v = array[i];
  while (v != 0) {
    i = i - 1;
    v = array[i];
  }
  lastzero = i;
  return 0;
}

void *writer(void *arg) {
  int j = (int)(long)arg;
  int t = array[j - 1];
  array[j] = t + 1;
  return 0;
}

int main(void) {
  pthread_t t[N];
  int j, v;
  pthread_create(&t[0], 0, reader, 0);
  for (j = 1; j < N; j++) {
    pthread_create(&t[j], 0, writer, (void *)(long)j);
  }
  for (j = 0; j < N; j++) {
    pthread_join(t[j], 0);
  }
  v = lastzero;
  __VERIFIER_assert(v >= 0 && v <= N - 1);
  for (j = 1; j < N; j++) {
    v = array[j];
    __VERIFIER_assert(v >= 1 && v <= j);
  }
  return 0;
}
