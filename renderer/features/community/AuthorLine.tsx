import type { SocialAuthor } from "../../../card-schemas";
import { truncateName } from "../../../engine/community/communityFeed";
import { useT } from "../../app/i18n/useT";
import "./community.css";

/** Who wrote a message: pseudo (cut at 20 characters), social title and bio. */
export function AuthorLine({ author }: { author: SocialAuthor }) {
  const t = useT();
  const pseudo = author.pseudo.trim() === "" ? t("community.author.anonymous") : author.pseudo;
  return (
    <div className="community-author">
      <span className="community-author__pseudo" title={pseudo}>
        {truncateName(pseudo)}
      </span>
      {author.title && <span className="community-author__title">{author.title}</span>}
      {author.bio && <span className="community-author__bio muted">{author.bio}</span>}
    </div>
  );
}
