// What a tracker of one's own needs beside the table (ForeignTracker): the tracker protocol and
// its view model, the app's actions and UIKit's names, the trackers' kinds.
@_exported import KeyboardClient
@_exported import KeyboardTrackers
@_exported import TrackerOptions
