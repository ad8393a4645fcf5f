// expect: UNSAFE
// state-space: finite
// Source: classic lost update with k = 3 threads (cf. SV-COMP pthread/lazy01-style races).
// Each thread increments the shared counter without a lock: it reads count into a
// local, then writes the local + 1 (two separate steps).
// Bug: two threads read the same value (e.g. both read 0) and both write 1; after main
// has joined all three threads, count < 3 and the assertion fails. Terminates -> finite.
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
int count;

void *inc(void *arg) {
  int t;
  t = count;
  count = t + 1;
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++) {
    pthread_create(&t[i], 0, inc, 0);
  }
  for (i = 0; i < 3; i++) {
    pthread_join(t[i], 0);
  }
  __VERIFIER_assert(count == 3);
  return 0;
}
