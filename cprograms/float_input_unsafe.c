// expect: UNSAFE
// state-space: finite
// Source: floating point (D53) with an input. A thread computes r = x / (x - 1.0) from a nondet
// double x. For x == 1.0 (inside -2..2) the divisor is 0.0: no undefined behaviour in IEEE
// arithmetic (Annex F), the quotient is +infinity, and main's check r > 1e300 fails. Any x
// close enough to 1 makes r huge too. Float division by zero is the point of the program.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
extern double __VERIFIER_nondet_double(void);
double x;
double r;

void *divide(void *arg) {
  double v = x;
  r = v / (v - 1.0);
  return 0;
}

int main(void) {
  pthread_t t;
  x = __VERIFIER_nondet_double();
  pthread_create(&t, 0, divide, 0);
  pthread_join(t, 0);
  if (r > 1e300) reach_error();
  return 0;
}
