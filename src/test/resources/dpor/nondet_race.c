// DPOR oracle test (EquivalenceClassesTest): a nondet write racing with a read.
// With inputs -1..1: 4 complete classes + 2 error classes. T1's write of x is one event per
// input value v (3 events), and it is dependent with T2's read of x (2 orders each): 6 classes.
// x == v at the end whatever the order (T2 only reads), so main's assertion fails iff v == 1:
// the two classes with v == 1 end in an error (after every other event: the assertion is last).
// With inputs -1..0: 4 complete classes, no error.
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
int x;
void *t1(void *p) { x = __VERIFIER_nondet_int(); return 0; }
void *t2(void *p) { int a = x; return 0; }
int main(void) {
  pthread_t h1, h2;
  pthread_create(&h1, 0, t1, 0);
  pthread_create(&h2, 0, t2, 0);
  pthread_join(h1, 0);
  pthread_join(h2, 0);
  __VERIFIER_assert(x != 1);
  return 0;
}
