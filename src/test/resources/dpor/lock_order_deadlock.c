// DPOR oracle test (EquivalenceClassesTest): two locks taken in opposite orders.
// 2 complete classes + 1 deadlocked. Let A1, B1 be T1's locks of a, b and B2, A2 T2's locks of
// b, a. If B1 < B2 and A1 < A2, T1 held both first: it releases before T2 gets either lock, so
// all of T1's a- and b-operations precede T2's (one class). B2 < B1 and A2 < A1 is the mirror
// image (one class). A1 < A2 and B2 < B1: T1 holds a, T2 holds b, each waits for the other, and
// main waits in its first join: the deadlock; its events are main's creates, A1 and B2, which
// are independent of each other (one class). B1 < B2 with A2 < A1 is impossible: A1 < B1 < B2 <
// A2 in program and lock order. No assertion: no error.
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
pthread_mutex_t a, b;
void *t1(void *x) {
  pthread_mutex_lock(&a); pthread_mutex_lock(&b); pthread_mutex_unlock(&b); pthread_mutex_unlock(&a);
  return 0;
}
void *t2(void *x) {
  pthread_mutex_lock(&b); pthread_mutex_lock(&a); pthread_mutex_unlock(&a); pthread_mutex_unlock(&b);
  return 0;
}
int main(void) {
  pthread_t h1, h2;
  pthread_create(&h1, 0, t1, 0);
  pthread_create(&h2, 0, t2, 0);
  pthread_join(h1, 0);
  pthread_join(h2, 0);
  return 0;
}
