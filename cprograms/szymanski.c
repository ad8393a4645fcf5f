// expect: SAFE
// state-space: finite
// Source: Szymanski's mutual exclusion algorithm, two threads (T0 has the lower id),
// forever looping. flag values: 1 = intent, 3 = in waiting room door, 2 = waiting for
// the door to close, 4 = door closed. Entry: flag=1; await other < 3; flag=3; if other
// == 1 { flag=2; await other == 4 }; flag=4; (T1 only) await T0's flag < 2; critical
// section; (T0 only) await T1's flag not in {2,3}; flag=0.
// Why safe: the standard Szymanski argument -- the door (flags 3/4) admits a group, and
// inside the group the lower id goes first while the higher waits for it to leave.
// `incs` counts threads in the critical section; bounded values -> finite.
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
    while (flag1 >= 3) { }
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
    while (flag0 >= 3) { }
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
