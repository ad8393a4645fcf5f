// expect: SAFE
// state-space: finite
// Source: Readers-Writers(N), thesis (003) Sec. 3.1, Fig. 3.1, and Sec. 3.3 (also used by
//   FG05 and AAJS14): one writer and N-1 readers of one shared variable x, every statement
//   one event. Decided here (the thesis gives no code beyond "write x" / "read x"): the writer
//   executes x := 1 once; reader i executes r[i] := x once (r[i] is its own cell, so the
//   Mazurkiewicz traces are those of the write and the N-1 reads: 2^(N-1)). Main creates all,
//   joins all and asserts x == 1 and that every reader saw 0 or 1.
// Papers report: thesis App. A / Table 3.1, traces (SDPOR = EPOR = EPOR-SH):
//   Readers-Writers(2) 2, (3) 4, (4) 8, (5) 16, (9) 256, (20) 524288, i.e. 2^(N-1);
//   Readers-Writers(9) dependency checks SDPOR 60885, EPOR 3204; race checks 8193 / 36.
//   Sec. 3.1 (N = 3): SDPOR 12 race and 25 dependency checks, EPOR 3 and 8 (App. A says
//   28 and 10; SEED-TARGETS Part D, thesis 3).
// Parameters: N = number of threads besides main (1 writer + N-1 readers), N >= 2, default 4.
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
int x;
int r[N];

void *thr(void *arg) {
  int id = (int)(long)arg;
  if (id == 0) {
    x = 1;
  } else {
    int v = x;
    r[id] = v;
  }
  return 0;
}

int main(void) {
  pthread_t t[N];
  int i, v;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  v = x;
  __VERIFIER_assert(v == 1);
  for (i = 1; i < N; i++) {
    v = r[i];
    __VERIFIER_assert(v == 0 || v == 1);
  }
  return 0;
}
