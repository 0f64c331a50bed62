-- Every users call that names a member again refreshes its window: with half of each page kept free,
-- the new version fits beside the old (a HOT update, no new index entry), which halves the cost of
-- applying an upload of people already in the audience. Pages written before this keep their layout
-- until they are rewritten.
ALTER TABLE "ads_custom_audience_members" SET (fillfactor = 50);
