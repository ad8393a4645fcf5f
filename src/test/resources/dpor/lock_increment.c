// DPOR oracle test (EquivalenceClassesTest): two threads each lock(m); x++; unlock(m).
// 2 classes, both complete: which thread takes m first. The winner's lock, x++ and unlock all
// precede the loser's (the loser cannot lock before the unlock, and every pair of m or x
// accesses is dependent), so the winner fixes the order of every dependent pair. x == 2 at the
// end in both: the assertion never fails.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
pthread_mutex_t m;
int x;
void *t1(void *a) { pthread_mutex_lock(&m); x++; pthread_mutex_unlock(&m); return 0; }
void *t2(void *a) { pthread_mutex_lock(&m); x++; pthread_mutex_unlock(&m); return 0; }
int main(void) {
  pthread_t h1, h2;
  pthread_create(&h1, 0, t1, 0);
  pthread_create(&h2, 0, t2, 0);
  pthread_join(h1, 0);
  pthread_join(h2, 0);
  __VERIFIER_assert(x == 2);
  return 0;
}
