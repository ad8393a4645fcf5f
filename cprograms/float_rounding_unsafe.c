// expect: UNSAFE
// state-space: finite
// Source: floating point (D53). Three threads add 1e16, 1.0 and -1e16 to a shared double under
// a lock. In real numbers every order gives 1.0 and the error (acc == 0.0) is unreachable. In
// IEEE binary64 1e16 + 1.0 rounds back to 1e16 (the spacing of doubles there is 2), so the
// order big, one, minus-big ends with 0.0: UNSAFE only because of rounding (and because
// floating addition is not associative). Every other order ends with 1.0.
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

void add(double v) {
  pthread_mutex_lock(&m);
  acc = acc + v;
  pthread_mutex_unlock(&m);
}

void *big(void *arg) { add(1e16); return 0; }
void *one(void *arg) { add(1.0); return 0; }
void *minus(void *arg) { add(-1e16); return 0; }

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, big, 0);
  pthread_create(&b, 0, one, 0);
  pthread_create(&c, 0, minus, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  if (acc == 0.0) reach_error();
  return 0;
}
