// expect: SAFE
// state-space: finite
// Source: the lost-update program (lost_update_3.c) with the read-increment-write
// protected by a mutex.
// Why safe: the mutex makes each read+write pair of a thread happen without another
// thread's access in between, so the three increments are serialized: count == 3 after
// all joins. Terminates -> finite.
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
pthread_mutex_t m;

void *inc(void *arg) {
  int t;
  pthread_mutex_lock(&m);
  t = count;
  count = t + 1;
  pthread_mutex_unlock(&m);
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
