import Foundation
import Testing
import GoogleMapsCompat

/// A view controller as iOS code writes one, counting its lifecycle calls.
private final class CountingViewController: UIViewController {
    var loadViewCalls = 0
    var viewDidLoadCalls = 0
    var ownView: UIView?
    var mapView: GMSMapView!

    init(ownView: UIView? = nil) {
        self.ownView = ownView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        loadViewCalls += 1
        if let ownView { view = ownView } else { super.loadView() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCalls += 1
        let camera = GMSCameraPosition.camera(withLatitude: -33.86, longitude: 151.20, zoom: 6)
        mapView = GMSMapView.map(withFrame: view.bounds, camera: camera)
        view.addSubview(mapView)
    }
}

/// A controller whose loadView forgets to set the view.
private final class ForgetfulViewController: UIViewController {
    override func loadView() {}
}

@MainActor
@Suite("UIViewController: the view loads on first use")
struct UIViewControllerTests {
    init() {
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    }

    @Test("C2 reading view calls loadView, then viewDidLoad, once")
    func lifecycle() {
        let controller = CountingViewController()
        #expect(!controller.isViewLoaded && controller.loadViewCalls == 0)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.loadViewCalls == 1 && controller.viewDidLoadCalls == 1)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.loadViewCalls == 1 && controller.viewDidLoadCalls == 1)
        #expect(controller.view === view)
    }

    @Test("C2 C3 the default view fills UIScreen.main.bounds, white; the map made from view.bounds has that size")
    func defaultView() {
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        let controller = CountingViewController()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.view.backgroundColor == .white)
        #expect(controller.mapView.frame.size == CGSize(width: 320, height: 480))
    }

    @Test("C2 a view set in loadView is the root view")
    func ownView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let controller = CountingViewController(ownView: root)
        #expect(controller.view === root)
        #expect(controller.mapView.frame.size == CGSize(width: 100, height: 200))
    }

    @Test("C1 R25 a GMSMapView is a UIView: view.addSubview(mapView) puts the map itself in the tree, once")
    func hostsTheMap() throws {
        let controller = CountingViewController()
        controller.loadViewIfNeeded()
        let mapView = try #require(controller.mapView as GMSMapView?)
        #expect(controller.view.subviews.first === mapView)
        #expect(mapView.superview === controller.view)
        #expect(controller.view.subviews.count == 1)
        controller.view.addSubview(mapView)
        #expect(controller.view.subviews.count == 1, "adding the same map again moves it to the front, once")
        let other = UIView(frame: .zero)
        other.addSubview(mapView)
        #expect(controller.view.subviews.isEmpty && mapView.superview === other, "a view has one superview")
    }

    @Test("C2 assigning view replaces the root view without loading")
    func assignView() {
        let controller = CountingViewController()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view = root
        #expect(controller.view === root)
        #expect(controller.loadViewCalls == 0 && controller.viewDidLoadCalls == 0)
    }

    @Test("C2 a loadView that sets no view gets an empty one and a warning that names the fix")
    func forgottenView() {
        let sink = WarningSink()
        let controller = ForgetfulViewController()
        let view = Diagnostics.$sink.withValue(sink) { controller.view }
        #expect(view?.frame == UIScreen.main.bounds)
        #expect(sink.messages.count == 1)
        #expect(sink.messages.first?.contains("ForgetfulViewController.loadView() did not set view") == true)
        #expect(sink.messages.first?.contains("set self.view in loadView") == true)
    }

    @Test("title and the no-nib initializer exist as in UIKit")
    func titleAndInit() {
        let controller = UIViewController()
        controller.title = "Map"
        #expect(controller.title == "Map")
        #expect(controller.view.subviews.isEmpty)
    }
}
