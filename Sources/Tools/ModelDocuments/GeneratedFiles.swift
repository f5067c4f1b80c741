// Every file scripts/generate makes from the model's declarations.

public enum GeneratedFiles {
    public static let all: [GeneratedFile] = [
        ProfilesDocument.file, HeightsDocument.file, DevicesDocument.file, ModelCatalogSource.file,
        PythonCatalogSource.file, FixtureNamesSource.file, SingleFilePlayerSource.file,
    ] + DocumentSections.files
}
