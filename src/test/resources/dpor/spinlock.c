// A test-and-set spin lock around a counter, 3 threads. SAFE: the lock makes the increments
// mutually exclusive, so the counter ends at 3. Spinning makes executions unbounded: odpor cuts
// them (UNKNOWN); after PLP the test-and-set is an await (D40) and there are 6 executions, one
// per order in which the threads take the lock.
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int lock;
int counter;
int __VERIFIER_atomic_tas(void) { int old = lock; lock = 1; return old; }
void *thr(void *arg) {
  while (__VERIFIER_atomic_tas()) { }
  int c = counter;
  counter = c + 1;
  lock = 0;
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, thr, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  if (counter != 3) reach_error();
  return 0;
}
