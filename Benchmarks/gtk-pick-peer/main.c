// The hit-testing benchmark's peer: GTK 4's gtk_widget_pick on the trees
// `xuikit-bench --hit-test-only` hit-tests in XUIKit.
//
// Built by `make bench` against gtk4 (pkg-config), outside SwiftPM so that
// building XUIKit never needs GTK. Needs a display: the bench runs it on its
// headless Xorg (DISPLAY), with the Cairo renderer.
//
// Two windows, each 800 x 600 with one container that picks start from:
// - flat: a GtkFixed holding 10,000 sibling widgets, 8 x 6 each, in 100
//   rows of 100 (row-major, so the last added, the front, is bottom right);
// - chain: 1,000 widgets nested one in the next, each filling its parent.
// The picked points are those of HitTestBench.swift: point i of n is
// x = (i * 197) % 800 + 0.5, y = (i * 131) % 600 + 0.5.
//
// Protocol on stdin/stdout, one line each: prints "ready" once both trees
// are laid out and mapped; then for "flat N" or "chain N" picks N points and
// prints the nanoseconds per pick; "quit" ends. Every pick is checked
// against the widget that must be found; a wrong one ends the peer with 1.
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define COLUMNS 100
#define ROWS 100
#define CELL_W 8
#define CELL_H 6
#define DEPTH 1000

// A widget that draws nothing and lays its one child out over itself.
#define PEER_TYPE_BOX (peer_box_get_type())
G_DECLARE_FINAL_TYPE(PeerBox, peer_box, PEER, BOX, GtkWidget)
struct _PeerBox { GtkWidget parent_instance; };
G_DEFINE_TYPE(PeerBox, peer_box, GTK_TYPE_WIDGET)

static void peer_box_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(peer_box_parent_class)->dispose(object);
}

static void peer_box_class_init(PeerBoxClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = peer_box_dispose;
    gtk_widget_class_set_layout_manager_type(GTK_WIDGET_CLASS(klass), GTK_TYPE_BIN_LAYOUT);
}

static void peer_box_init(PeerBox *box) { (void)box; }

static GtkWidget *cells[COLUMNS * ROWS];
static GtkWidget *grid, *chainRoot, *innermost;

static double point_x(long i) { return (double)((i * 197) % 800) + 0.5; }
static double point_y(long i) { return (double)((i * 131) % 600) + 0.5; }

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static GtkWidget *make_window(GtkWidget *child) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_decorated(GTK_WINDOW(window), FALSE);
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    gtk_window_set_child(GTK_WINDOW(window), child);
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

static void build(void) {
    grid = gtk_fixed_new();
    gtk_widget_set_size_request(grid, 800, 600);
    for (int i = 0; i < COLUMNS * ROWS; i++) {
        cells[i] = g_object_new(PEER_TYPE_BOX, NULL);
        gtk_widget_set_size_request(cells[i], CELL_W, CELL_H);
        gtk_fixed_put(GTK_FIXED(grid), cells[i], (i % COLUMNS) * CELL_W, (i / COLUMNS) * CELL_H);
    }
    make_window(grid);
    chainRoot = g_object_new(PEER_TYPE_BOX, NULL);
    gtk_widget_set_size_request(chainRoot, 800, 600);
    GtkWidget *parent = chainRoot;
    for (int i = 1; i < DEPTH; i++) {
        GtkWidget *child = g_object_new(PEER_TYPE_BOX, NULL);
        gtk_widget_set_parent(child, parent);
        parent = child;
    }
    innermost = parent;
    make_window(chainRoot);
}

static gboolean ready(void) {
    return gtk_widget_get_mapped(cells[0]) && gtk_widget_get_width(cells[0]) == CELL_W
        && gtk_widget_get_mapped(innermost) && gtk_widget_get_width(innermost) == 800;
}

// Nanoseconds per pick over n points, each checked.
static double run(gboolean flat, long n) {
    GtkWidget *root = flat ? grid : chainRoot;
    long long start = now_ns();
    GtkWidget *wrong = NULL;
    for (long i = 0; i < n; i++) {
        double x = point_x(i), y = point_y(i);
        GtkWidget *picked = gtk_widget_pick(root, x, y, GTK_PICK_DEFAULT);
        GtkWidget *expected = flat ? cells[(int)(y / CELL_H) * COLUMNS + (int)(x / CELL_W)] : innermost;
        if (picked != expected) wrong = picked;
    }
    long long elapsed = now_ns() - start;
    if (wrong) {
        fprintf(stderr, "gtk-pick-peer: a %s pick found the wrong widget\n", flat ? "flat" : "chain");
        exit(1);
    }
    return (double)elapsed / (double)n;
}

int main(void) {
    if (!gtk_init_check()) {
        fprintf(stderr, "gtk-pick-peer: GTK cannot open a display (DISPLAY=%s)\n", g_getenv("DISPLAY") ?: "");
        return 1;
    }
    build();
    long long deadline = now_ns() + 20000000000LL;
    while (!ready()) {
        if (now_ns() > deadline) { fprintf(stderr, "gtk-pick-peer: the trees were never laid out\n"); return 1; }
        if (!g_main_context_iteration(NULL, FALSE)) g_usleep(1000);
    }
    printf("ready\n");
    fflush(stdout);
    char line[64];
    while (fgets(line, sizeof line, stdin)) {
        char kind[16];
        long n;
        if (sscanf(line, "%15s %ld", kind, &n) != 2 || n <= 0) break;
        printf("%.1f\n", run(strcmp(kind, "flat") == 0, n));
        fflush(stdout);
    }
    return 0;
}
