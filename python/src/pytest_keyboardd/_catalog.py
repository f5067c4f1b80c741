"""Each era's own device: the one `keyboardd --profile ERA` starts on when no --device is given.

keyboardd plays a device only on an era whose iOS that device ran (docs/DEVICES.md). When a
test's marker gives only a profile and the device keyboardd started on never ran that era,
Control1.Configure answers NotSupported; the bench then configures this device with the profile,
as keyboardd's own Swift bench does (Control1+Reset.swift, from ModelCatalog). A plain module of
constants, to be generated from the catalog like _contract.py.
"""

ERA_DEVICES = {
    "ideal": "iphone-16-pro",
    "ios8": "iphone-6",
    "ios9-beta4": "iphone-6",
    "ios9": "iphone-6",
    "ios11": "iphone-x",
    "ios13": "iphone-x",
    "ios15": "iphone-x",
    "ios16": "iphone-x",
    "ios17": "iphone-15",
    "ios18": "iphone-16-pro",
    "ios26": "iphone-16-pro",
}
