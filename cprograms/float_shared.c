// expect: SAFE
// state-space: finite
// Source: floating point (D53) in every kind of place: shared globals read twice in one
// statement (split into one shared access per step), a struct with float and double fields, a
// double array, parameters and return values, compound assignments and ++ on doubles, a float
// loop counter, conversions both ways. Two threads update disjoint data without locks, so every
// interleaving ends in the same values; main checks them exactly (values computed with gcc on
// x86-64: 0.1 + 0.2 is 0.30000000000000004, ten additions of 0.1 give 0.9999999999999999).
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
struct acc { float f; double d; int n; };
struct acc s = { 1.5f, -0.0, 2 };
double x = 0.1, y = 0.2;
double arr[3] = { 1.0, 2.5, 0x1.8p1 };
float ten;

double scaled(double v, float k) { return v * k; }

void *t1(void *arg) {
  x = x + y;
  s.f *= 2;
  s.d += 1;
  arr[1]++;
  return 0;
}

void *t2(void *arg) {
  float acc = 0.0f;
  for (double d = 0.0; d < 1.0; d += 0.1) acc += 1.0f;
  ten = acc;
  s.n = (int) scaled(arr[2], 2.5f);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (x == 0.3 || x != 0.30000000000000004) reach_error();
  if (s.f != 3.0f || s.d != 1.0 || arr[1] != 3.5) reach_error();
  if (ten != 11.0f) reach_error(); /* 0.1 ten times is below 1.0: eleven iterations */
  if (s.n != 7) reach_error();     /* (int) 7.5 truncates */
  return 0;
}
