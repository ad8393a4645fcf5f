// expect: SAFE
// state-space: finite
// Source: floating point (D53) with an input. main reads a nondet double d (any value: NaN,
// infinities, subnormals); a thread halves it when d > 1. For every such d (finite or +inf),
// d / 2 > 0.5 holds exactly (halving is exact above the subnormal range, inf / 2 = inf), and
// NaN fails d > 1; so the check never fails. The half converted to float is >= 0.5f (rounding
// is monotone and 0.5 is a float; a half beyond FLT_MAX becomes +inf), but not always > 0.5f:
// converting d itself to float first would be wrong (1 + 2^-30 rounds to 1.0f).
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
extern double __VERIFIER_nondet_double(void);
double d;
double hd;
float hf;
int done;

void *halve(void *arg) {
  double v = d;
  if (v > 1.0) {
    hd = v / 2.0;
    hf = (float) hd;
    done = 1;
  }
  return 0;
}

int main(void) {
  pthread_t t;
  d = __VERIFIER_nondet_double();
  pthread_create(&t, 0, halve, 0);
  pthread_join(t, 0);
  if (done && !(hd > 0.5 && hf >= 0.5f)) reach_error();
  return 0;
}
