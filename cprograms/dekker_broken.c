// expect: UNSAFE
// state-space: finite
// Source: Dekker's algorithm (as dekker.c) with the entry protocol reduced to
// "wait until the other flag is down, then raise my flag" (test before set).
// Bug: T0 reads flag1 == 0 and leaves its wait loop; T1 reads flag0 == 0 and leaves too;
// both raise their flags and both enter, so `incs` reaches 2. Bounded values -> finite.
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
int flag0, flag1, turn;
int incs;

void *thr0(void *arg) {
  while (1) {
    while (flag1 == 1) { }
    flag0 = 1;
    incs = incs + 1;
    __VERIFIER_assert(incs == 1);
    incs = incs - 1;
    turn = 1;
    flag0 = 0;
  }
  return 0;
}

void *thr1(void *arg) {
  while (1) {
    while (flag0 == 1) { }
    flag1 = 1;
    incs = incs + 1;
    __VERIFIER_assert(incs == 1);
    incs = incs - 1;
    turn = 0;
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
