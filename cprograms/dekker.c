// expect: SAFE
// state-space: finite
// Source: Dekker's mutual exclusion algorithm for two threads (classic; cf. SV-COMP
// pthread/dekker). Each thread loops forever: raise own flag; while the other flag is up,
// if it is not my turn, lower my flag, wait for my turn, raise it again. After the
// critical section, pass the turn and lower the flag.
// Why safe: a thread only enters after seeing the other flag down while its own flag is
// up; the flags are raised before the checks, so the second thread to check sees the
// first one's flag and backs off until the turn changes, which happens only on exit.
// `incs` counts threads in the critical section; all values bounded -> finite.
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
    flag0 = 1;
    while (flag1 == 1) {
      if (turn != 0) {
        flag0 = 0;
        while (turn != 0) { }
        flag0 = 1;
      }
    }
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
    flag1 = 1;
    while (flag0 == 1) {
      if (turn != 1) {
        flag1 = 0;
        while (turn != 1) { }
        flag1 = 1;
      }
    }
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
