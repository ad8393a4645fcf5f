// expect: SAFE
// state-space: finite
// Source: floating point (D53). Two threads add 0.1 and 0.2 to a shared double under a lock.
// In real numbers the sum is 0.3 and the error is reachable; in IEEE binary64 with rounding to
// nearest both orders give 0.30000000000000004 (0.1 + 0.2 and 0.2 + 0.1 round alike), so the
// check acc == 0.3 never holds: SAFE only because of rounding. A real-number (or LIA) reading of
// the program would report a wrong UNSAFE.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
pthread_mutex_t m;
double acc = 0.0;

void *add1(void *arg) {
  pthread_mutex_lock(&m);
  acc = acc + 0.1;
  pthread_mutex_unlock(&m);
  return 0;
}

void *add2(void *arg) {
  pthread_mutex_lock(&m);
  acc = acc + 0.2;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, add1, 0);
  pthread_create(&b, 0, add2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (acc == 0.3) reach_error();
  return 0;
}
