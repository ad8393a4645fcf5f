// expect: SAFE
// state-space: finite
// Source: Shared Pointer (thesis Fig. 5.1, after Gueta et al.; POR literature): each of
// two threads gets a pointer as its thread argument and increments the target without
// synchronization; T1 then asserts that its target holds the intended value 1.
// Here main passes &a to T1 and &b to T2: the pointers never alias.
// Why safe: T2 only touches b, so T1's read-increment-read of a is undisturbed and reads
// back 1. (If the pointers aliased, the assertion could fail: see
// shared_pointer_alias.c.) Terminates -> finite.
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
int a, b;

void *thr1(void *arg) {
  int *p = (int *)arg;
  int t = *p;
  *p = t + 1;
  t = *p;
  __VERIFIER_assert(t == 1);
  return 0;
}

void *thr2(void *arg) {
  int *q = (int *)arg;
  int t = *q;
  *q = t + 1;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thr1, &a);
  pthread_create(&t2, 0, thr2, &b);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(a == 1 && b == 1);
  return 0;
}
