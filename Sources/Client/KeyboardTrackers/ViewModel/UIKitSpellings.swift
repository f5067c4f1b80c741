// UIKit's names for the headless view model, so code written for UIKit reads the same.

public typealias UIView = View
public typealias UIWindow = Window
public typealias UIScrollView = ScrollView
public typealias UITextField = TextField
public typealias UIEdgeInsets = EdgeInsets
public typealias UILayoutGuide = LayoutGuide
public typealias NSLayoutConstraint = LayoutConstraint
public typealias UIScreen = Screen
