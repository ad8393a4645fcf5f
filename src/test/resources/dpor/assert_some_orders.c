// DPOR oracle test (EquivalenceClassesTest): T2 asserts it read x before T1 wrote it.
// 1 complete class + 3 error classes. The only dependent pair between the threads is T1's write
// and T2's read of x. Read first: the assertion holds; every other dependent pair (main's
// creates before the children, the joins after them, the final return after everything) has one
// possible order: 1 complete class. Write first: T2 reaches reach_error, which ends the run and
// (like Terminate, D38) follows every event of the run, so runs differ by which events happened
// before it: main's creates, T1's write and T2's steps always did; T1's exit may or may not have;
// if it did, main's first join may or may not have; main's second join cannot (T2 is running):
// 3 error classes.
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
void *t1(void *p) { x = 1; return 0; }
void *t2(void *p) { int a = x; __VERIFIER_assert(a == 0); return 0; }
int main(void) {
  pthread_t h1, h2;
  pthread_create(&h1, 0, t1, 0);
  pthread_create(&h2, 0, t2, 0);
  pthread_join(h1, 0);
  pthread_join(h2, 0);
  return 0;
}
