"""`python -m desktop` (what `make run` starts): first checks that a window can be opened here
(desktop.launch.display_check: one plain sentence instead of Qt's abort), then starts the app. The check
comes before desktop.app is imported: Qt's GUI modules need the libraries it looks for. (main()
checks again, once, for the `kotatsu` command of a pip install.)"""
import sys


def run() -> int:
    if "--self-test" not in sys.argv:  # the self-test chooses its own platform and reports
        from desktop.launch.display_check import explain

        if explain(sys.argv):
            return 1
    from desktop.app import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
