"""Debian's well-kept parsers for npm run validate (python3-feedparser, python3-icalendar).

Reads {"kind": "rss" | "ical", "files": [{"path", "contentType"}]} as JSON on stdin and answers one JSON
object on stdout: the parser's version and, per file, what it made of it.
"""

import json
import sys


def rss(files):
    import feedparser

    results = []
    for item in files:
        with open(item["path"], "rb") as f:
            data = f.read()
        # the server's Content-Type too: feedparser checks the charset it names against the document's
        parsed = feedparser.parse(data, response_headers={"content-type": item.get("contentType", "")})
        error = parsed.get("bozo_exception")
        results.append(
            {
                "bozo": 1 if parsed.bozo else 0,
                "error": f"{type(error).__name__}: {error}" if error else None,
                "version": parsed.get("version", ""),
                "entries": len(parsed.entries),
            }
        )
    return {"version": feedparser.__version__, "results": results}


def ical(files):
    import icalendar

    results = []
    for item in files:
        with open(item["path"], "rb") as f:
            data = f.read()
        try:
            calendar = icalendar.Calendar.from_ical(data)
            events = 0
            for event in calendar.walk("VEVENT"):
                events += 1
                # values are decoded lazily: decode the dates so a malformed one is an error here
                for name in ("DTSTART", "DTEND", "DTSTAMP", "DUE", "RECURRENCE-ID"):
                    if name in event:
                        event.decoded(name)
                if "RRULE" in event:
                    icalendar.vRecur.from_ical(event["RRULE"].to_ical().decode())
            results.append({"error": None, "events": events})
        except Exception as error:  # noqa: BLE001 - every parser error is a finding
            results.append({"error": f"{type(error).__name__}: {error}", "events": 0})
    return {"version": icalendar.__version__, "results": results}


def main():
    request = json.load(sys.stdin)
    kinds = {"rss": rss, "ical": ical}
    json.dump(kinds[request["kind"]](request["files"]), sys.stdout)


if __name__ == "__main__":
    main()
