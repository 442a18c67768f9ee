import MockupRaster
import Testing

/// `MeshGradientMesh`: Coons patches with bilinear or bicubic colours, in sRGB or Oklab.
struct MeshGradientTests {
    private let grey2 = SRGBColor(red: 0.2, green: 0.2, blue: 0.2)
    private let grey6 = SRGBColor(red: 0.6, green: 0.6, blue: 0.6)

    private func grid(_ width: Int, _ height: Int, inset: Double = 0) -> [MeshGradientMesh.Vertex] {
        let span = 1 - 2 * inset
        var points: [Point] = []
        for row in 0..<height {
            for column in 0..<width {
                let x: Double = inset + span * Double(column) / Double(width - 1)
                let y: Double = inset + span * Double(row) / Double(height - 1)
                points.append(Point(x, y))
            }
        }
        return MeshGradientMesh.vertices(width: width, height: height, points: points)
    }

    private func mesh(_ width: Int, _ height: Int, _ colors: [SRGBColor], smooth: Bool = false,
                      space: GradientInterpolation = .sRGB, inset: Double = 0,
                      background: SRGBColor = .clear) -> MeshGradientMesh {
        MeshGradientMesh(width: width, height: height, vertices: grid(width, height, inset: inset), colors: colors,
                         background: background, smoothsColors: smooth, interpolation: space)!
    }

    private func rgb(_ image: PixelImage, _ x: Int, _ y: Int) -> [Int] {
        let p = PremultipliedColor(rawValue: image.pixels[y * image.width + x])
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func cornersHaveTheirVertexColours() throws {
        let red = SRGBColor(red: 1, green: 0, blue: 0), green = SRGBColor(red: 0, green: 1, blue: 0)
        let blue = SRGBColor(red: 0, green: 0, blue: 1), white = SRGBColor(red: 1, green: 1, blue: 1)
        for smooth in [false, true] {
            let image = try mesh(2, 2, [red, green, blue, white], smooth: smooth).image(pixelWidth: 300, pixelHeight: 300)
            // Half a pixel from the vertex: within one level of its colour.
            for (x, y, expected) in [(0, 0, [255, 0, 0, 255]), (299, 0, [0, 255, 0, 255]),
                                     (0, 299, [0, 0, 255, 255]), (299, 299, [255, 255, 255, 255])] {
                let got = rgb(image, x, y)
                #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(x),\(y): \(got)")
            }
        }
    }

    @Test func bilinearCentreIsTheMeanOfTheCorners() throws {
        let image = try mesh(2, 2, [grey2, grey6, grey2, grey6]).image(pixelWidth: 101, pixelHeight: 101)
        #expect(rgb(image, 50, 50) == [102, 102, 102, 255])   // 0.4 × 255
        #expect(rgb(image, 50, 0) == [102, 102, 102, 255])
    }

    @Test func smoothColoursMatchAtVerticesAndCurveBetweenThem() throws {
        // One row of three colours that jump 0.2 → 0.6 → 0.6: bilinear is straight, bicubic eases.
        let colors = [grey2, grey6, grey6, grey2, grey6, grey6]
        let linear = try mesh(3, 2, colors).image(pixelWidth: 201, pixelHeight: 21)
        let smooth = try mesh(3, 2, colors, smooth: true).image(pixelWidth: 201, pixelHeight: 21)
        #expect(rgb(linear, 100, 10) == [153, 153, 153, 255])   // the middle vertex: 0.6
        #expect(rgb(smooth, 100, 10) == [153, 153, 153, 255])
        #expect(rgb(linear, 50, 10) == [102, 102, 102, 255])    // halfway along the first patch
        #expect(rgb(smooth, 50, 10)[0] > 102, "\(rgb(smooth, 50, 10))")   // eased towards the plateau
        #expect(rgb(smooth, 150, 10) == [153, 153, 153, 255])   // flat where both ends agree: no overshoot
    }

    @Test func perceptualBlendIsNotTheDeviceBlend() throws {
        let red = SRGBColor(red: 1, green: 0, blue: 0), blue = SRGBColor(red: 0, green: 0, blue: 1)
        let device = try mesh(2, 2, [red, blue, red, blue]).image(pixelWidth: 101, pixelHeight: 11)
        let perceptual = try mesh(2, 2, [red, blue, red, blue], space: .oklab).image(pixelWidth: 101, pixelHeight: 11)
        #expect(rgb(device, 50, 5) == [128, 0, 128, 255])
        let mid = rgb(perceptual, 50, 5)
        #expect(mid[1] > 50 && mid[0] > 128, "\(mid)")   // Oklab's red–blue midpoint ≈ (140, 83, 165)
    }

    @Test func backgroundFillsOutsideTheMesh() throws {
        let background = SRGBColor(red: 0, green: 0, blue: 0)
        let image = try mesh(2, 2, [grey6, grey6, grey6, grey6], inset: 0.25, background: background)
            .image(pixelWidth: 100, pixelHeight: 100)
        #expect(rgb(image, 5, 5) == [0, 0, 0, 255])
        #expect(rgb(image, 50, 50) == [153, 153, 153, 255])
    }

    @Test func bezierControlPointsBendThePatchEdges() throws {
        // The top edge's control points pulled down to y = 0.6: the top of the column x = 0.5 is
        // background, its bottom is still mesh.
        var vertices = grid(2, 2)
        vertices[0].trailing = Point(1.0 / 3, 0.6)
        vertices[1].leading = Point(2.0 / 3, 0.6)
        let bent = MeshGradientMesh(width: 2, height: 2, vertices: vertices, colors: Array(repeating: grey6, count: 4),
                                    background: .clear, smoothsColors: true, interpolation: .sRGB)!
        let image = try bent.image(pixelWidth: 100, pixelHeight: 100)
        #expect(rgb(image, 50, 20) == [0, 0, 0, 0])
        #expect(rgb(image, 50, 80) == [153, 153, 153, 255])
        #expect(rgb(image, 1, 50) == [153, 153, 153, 255])   // the straight sides stay put
        #expect(MeshGradientMesh(width: 2, height: 2, vertices: vertices, colors: [grey6], background: .clear,
                                 smoothsColors: true, interpolation: .sRGB) == nil)
    }
}
