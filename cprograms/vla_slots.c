// expect: SAFE
// state-space: finite
// Source: issue 17 §4 (D50), after SV-COMP pthread-lit/sssc12 with a variable-length array of
// bounded size. main declares `int data[len]` with len 2 or 4 (an input) and publishes its
// address; two workers claim slices of 2 cells under a mutex (`next + 2 <= len`) and write
// them. Each claimed index is below len, and with len = 4 both slices are written, so the sum
// after the joins is 2 * (number of slices that fitted): 2 for len 2, 4 for len 4.
extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
typedef unsigned long pthread_t;
typedef union { char size[24]; long align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
pthread_mutex_t m;
int *data;
int len;
int next;

void *worker(void *arg) {
  int c = 0, end = 0;
  pthread_mutex_lock(&m);
  if (next + 2 <= len) {
    c = next;
    end = next + 2;
    next = end;
  }
  pthread_mutex_unlock(&m);
  while (c < end) {
    __VERIFIER_assert(0 <= c && c < len);
    data[c] = 1;
    c = c + 1;
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  int n = 2;
  if (__VERIFIER_nondet_bool()) n = 4;
  int buf[n];
  for (int i = 0; i < n; i++) buf[i] = 0;
  data = buf;
  len = n;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  int sum = 0;
  for (int i = 0; i < n; i++) sum = sum + buf[i];
  __VERIFIER_assert(sum == n);
  return 0;
}
