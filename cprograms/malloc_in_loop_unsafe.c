// expect: UNSAFE
// state-space: finite
// Source: issue 17 §4 (D50), the unsafe variant of malloc_in_loop.c: the push reads `top`
// before taking the mutex, so two workers can link their nodes to the same old top and one
// node is lost: main then counts fewer nodes than were pushed.
extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void *malloc(unsigned long size);
typedef unsigned long pthread_t;
typedef union { char size[24]; long align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
struct node { int id; struct node *next; };
pthread_mutex_t m;
struct node *top;
int pushed;

void *worker(void *arg) {
  int id = (int)(long)arg;
  int n = 1 + __VERIFIER_nondet_bool();
  for (int i = 0; i < n; i++) {
    struct node *x = malloc(sizeof(struct node));
    x->id = id;
    x->next = top;
    pthread_mutex_lock(&m);
    top = x;
    pushed = pushed + 1;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_create(&t2, 0, worker, (void *)2);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  int count = 0;
  for (struct node *p = top; p != 0; p = p->next) {
    __VERIFIER_assert(p->id == 1 || p->id == 2);
    count = count + 1;
  }
  __VERIFIER_assert(count == pushed && count >= 2 && count <= 4);
  return 0;
}
