// expect: UNSAFE
// state-space: finite
// Source: issue 17 §4 (D50), the unsafe variant of vla_slots.c: a worker that finds room for 2
// cells (`next + 2 <= len`) claims 3. With len = 2 (input false) the first worker claims cells
// 0..2 of `int data[2]`, and the bound check before the write fails at c = 2; a write there
// would be out of bounds of the variable-length array.
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
    end = next + 3;
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
