// expect: UNSAFE
// state-space: finite
// Source: Szymanski's algorithm (as szymanski.c) without the first wait of the entry
// protocol ("await other flag < 3").
// Bug: T1 runs alone: flag1 = 1, 3, sees flag0 == 0, flag1 = 4, sees flag0 < 2 and enters.
// T0 now skips the missing wait: flag0 = 3, reads flag1 == 4 (not 1), flag0 = 4 and T0
// (lowest id) enters without further checks: `incs` becomes 2. Bounded -> finite.
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
int flag0, flag1;
int incs;

void *thr0(void *arg) {
  int f;
  while (1) {
    flag0 = 1;
    flag0 = 3;
    f = flag1;
    if (f == 1) {
      flag0 = 2;
      while (flag1 != 4) { }
    }
    flag0 = 4;
    incs = incs + 1;
    __VERIFIER_assert(incs == 1);
    incs = incs - 1;
    f = 2;
    while (f == 2 || f == 3) { f = flag1; }
    flag0 = 0;
  }
  return 0;
}

void *thr1(void *arg) {
  int f;
  while (1) {
    flag1 = 1;
    flag1 = 3;
    f = flag0;
    if (f == 1) {
      flag1 = 2;
      while (flag0 != 4) { }
    }
    flag1 = 4;
    while (flag0 >= 2) { }
    incs = incs + 1;
    __VERIFIER_assert(incs == 1);
    incs = incs - 1;
    flag1 = 0;
  }
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, thr0, 0);
  pthread_create(&t1, 0, thr1, 0);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  return 0;
}
