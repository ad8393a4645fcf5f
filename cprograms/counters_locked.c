// expect: SAFE
// state-space: infinite
// Source: unbounded counters kept in sync under a mutex. T1 loops forever incrementing
// a and then b inside one critical section; T2 loops forever reading both inside the
// same mutex and asserts they are equal. Unsigned, so the increments wrap instead of
// overflowing.
// Why safe: a and b differ only inside T1's critical section, and T2 reads them only
// while holding the mutex. The counters grow without bound -> infinite state space.
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
unsigned int a, b;
pthread_mutex_t m;

void *incr(void *arg) {
  unsigned int t;
  while (1) {
    pthread_mutex_lock(&m);
    t = a;
    a = t + 1;
    t = b;
    b = t + 1;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

void *check(void *arg) {
  unsigned int ta, tb;
  while (1) {
    pthread_mutex_lock(&m);
    ta = a;
    tb = b;
    pthread_mutex_unlock(&m);
    __VERIFIER_assert(ta == tb);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, incr, 0);
  pthread_create(&t2, 0, check, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
