"""`python -m desktop` (what `make run` starts): first checks that a window can be opened here
(desktop.launch.display_check: one plain sentence instead of Qt's abort), then starts the app. The check
comes before desktop.app is imported: Qt's GUI modules need the libraries it looks for. (main()
checks again, once, for the `kotatsu` command of a pip install.)

The cyclic garbage collector is off until the library is painted (desktop.app.main turns it back on,
after moving what start-up made into its permanent generation): start-up makes ~30,000 lasting objects
(modules, classes, Qt's enums) and no garbage worth a collection (issue 28)."""
import gc
import sys


def run() -> int:
    if "--self-test" not in sys.argv:  # the self-test chooses its own platform and reports
        gc.disable()
        from desktop.launch.display_check import explain

        if explain(sys.argv):
            return 1
    from desktop.app import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
