// expect: SAFE
// state-space: finite
// Source: two locks taken in opposite order (the terminating form of thesis Fig. 4.10).
// Each thread increments a counter once while holding both locks; main joins both and
// asserts count == 2.
// Expected SAFE: the interleaving "T1 locks a, T2 locks b" deadlocks, so main never gets
// past its joins there -- a deadlock is reported separately and is NOT a reach_error
// violation. In every run where both threads finish, the increments were serialized by
// the locks, so count == 2. Terminates or deadlocks -> finite.
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
pthread_mutex_t a, b;
int count;

void *thr1(void *arg) {
  int t;
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  t = count;
  count = t + 1;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return 0;
}

void *thr2(void *arg) {
  int t;
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  t = count;
  count = t + 1;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thr1, 0);
  pthread_create(&t2, 0, thr2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(count == 2);
  return 0;
}
