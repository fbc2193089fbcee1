import MosaicView

extension LineupController {
    /// A paddler's seat and weight for screen readers, after the name: "seat 4L, 72 kg",
    /// "on the bench, 80 kg" (the view's `accessibility.description`).
    func spokenSeatAndWeight(of id: Int) -> String? {
        guard let paddler = team[id] else { return nil }
        let seat = live.seat(of: id).map { $0.isInBoat ? "seat \($0.label)" : "on the bench" }
        return [seat, "\(Paddler.format(paddler.weight)) kg"].compactMap { $0 }.joined(separator: ", ")
    }
}
