import { paths } from '../../app/paths';
import {
  jsonLdGraph,
  organizationNode,
  serviceOfferNode,
  webPageNode,
  websiteNode,
} from '../../app/seo/json-ld';
import { pageMeta } from '../../app/seo/page-meta';
import { upload as t } from '../../i18n/fr';
import { UploadPage } from './upload-page';

export function meta() {
  return pageMeta({
    title: t.meta.title,
    description: t.meta.description,
    keywords: t.meta.keywords,
    canonicalPath: paths.upload,
    jsonLd: jsonLdGraph(
      webPageNode({ path: paths.upload, name: t.meta.title, description: t.meta.description }),
      serviceOfferNode(t.meta.serviceDescription),
      organizationNode(),
      websiteNode(),
    ),
  });
}

/** /upload: hash a document here, pay by card, get its certificate (spec, section 2). */
export default function UploadRoute() {
  return <UploadPage />;
}
